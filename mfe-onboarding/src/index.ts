// The standalone dev page; the shell loads the exposed modules through remoteEntry.js.
import('./app/standalone');
