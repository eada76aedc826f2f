// The async boundary lets Module Federation agree on shared singletons before any app code runs.
import('./bootstrap');
