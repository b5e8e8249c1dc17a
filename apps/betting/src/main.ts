// The async boundary: Module Federation negotiates shared modules before the standalone frame starts.
import('./bootstrap');
