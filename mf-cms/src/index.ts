// Async boundary, as in the shell: shared modules are negotiated before anything runs.
import('./bootstrap');
