// The async boundary the federation runtime needs before shared modules are used.
import('./bootstrap');
