// The standalone dev page; the shell loads ./app through remoteEntry.js instead.
import('./app/standalone');
