// Entry of the full explainer page (index.html).
import 'katex/dist/katex.min.css';
import 'virtual:inline-styles.css';
import '../styles/base.css';
import '../styles/steps.css';
import { boot } from './boot';
import { mountParts } from './mount-parts';

const ctx = boot({ embedded: false });
mountParts(document.querySelectorAll<HTMLElement>('section[data-part]'), ctx);
