import type { AuthChecker } from 'type-graphql';
import type { Context } from '../context';

/** @Authorized() needs a verified identity; ownership is checked by the services. */
export const authChecker: AuthChecker<Context> = ({ context }) => context.identity !== null;
