/** Loads an address afresh: the shell then registers the modules of whoever is signed in. */
export function loadAfresh(path: string): void {
  window.location.assign(path);
}
