export { Login as Component } from './Login';
