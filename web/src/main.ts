// Entry of the full explainer page (index.html).
import './styles';
import { boot } from './boot';
import { addEmbedButton } from './embedding/embed-button';
import { mountParts } from './mount-parts';
import { registerServiceWorker } from './offline/register';
import * as variance from './steps/variance/mount';

const ctx = boot({ embedded: false });
const sections = [...document.querySelectorAll<HTMLElement>('section[data-part]')];
for (const section of sections) addEmbedButton(section, ctx);
// Step 1 holds the first live chart, so its code ships with the page.
mountParts(sections, ctx, { variance });
registerServiceWorker();
