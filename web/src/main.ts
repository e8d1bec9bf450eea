// Entry of the full explainer page (index.html).
import './styles';
import { boot } from './boot';
import { addEmbedButton } from './embedding/embed-button';
import { mountParts } from './mount-parts';

const ctx = boot({ embedded: false });
const sections = [...document.querySelectorAll<HTMLElement>('section[data-part]')];
for (const section of sections) addEmbedButton(section, ctx);
mountParts(sections, ctx);
