import { startFirstScreen } from './start/firstScreen';

// The first screen's reads and images start now, alongside the code below.
startFirstScreen();
// The async boundary the federation runtime needs before shared modules are used.
import('./bootstrap');
