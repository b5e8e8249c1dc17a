// No Module Federation here: nothing to negotiate before start-up, so the app starts at once.
import './bootstrap';
