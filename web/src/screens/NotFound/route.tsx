export { NotFound as Component } from './NotFound';
