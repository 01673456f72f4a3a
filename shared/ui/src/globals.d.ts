/** Set by webpack: the address this bundle's chunks are served from. */
declare const __webpack_public_path__: string;
