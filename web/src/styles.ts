// Every stylesheet of the page, shared by both entries (index and embed) so
// they cannot drift apart. Parts may also import their own CSS from their module,
// but not one whose markup is on the page before its code loads: the practice
// part loads on first use, and its form must be laid out before that.
import 'virtual:inline-styles.css';
import '../styles/base.css';
import '../styles/math.css';
import '../styles/charts.css';
import '../styles/variance.css';
import '../styles/embed.css';
import '../styles/steps.css';
import '../styles/train.css';
import '../styles/glossary.css';
import '../styles/practice.css';
import '../styles/print.css';
