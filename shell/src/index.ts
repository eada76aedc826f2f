// In the entry, so the stylesheet is linked from the page's head and styles the server's first paint.
import './styles.scss';

// The async boundary lets Module Federation agree on shared singletons before any app code runs.
import('./bootstrap');
