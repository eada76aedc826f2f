// The theme is imported for its side effect alone (webpack injects the CSS); it exports nothing.
export {};
