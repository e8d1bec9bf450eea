// Every stylesheet of the page, shared by both entries (index and embed) so
// they cannot drift apart. Parts may also import their own CSS from their module.
import 'virtual:inline-styles.css';
import '../styles/base.css';
import '../styles/math.css';
import '../styles/charts.css';
import '../styles/variance.css';
import '../styles/embed.css';
import '../styles/steps.css';
import '../styles/train.css';
import '../styles/glossary.css';
import '../styles/print.css';
