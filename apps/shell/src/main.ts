// The async boundary: Module Federation negotiates shared modules before any app code runs.
import('./bootstrap');
