export { Landing as Component } from './Landing';
