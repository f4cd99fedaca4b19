import { Field, Int, ObjectType, ArgsType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE } from './page-size';
import type { ClassType } from 'type-graphql';
import { ValidationError } from '@synth/core/lib';

@ObjectType()
export class PageInfo {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => Boolean) hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true }) startCursor!: string | null;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: 'At most 100' }) first?: number;
  @Field(() => String, { nullable: true }) after?: string;
}

interface Edge<T> {
  cursor: string;
  node: T;
}
export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** A Relay connection type for `node`, named `${name}Connection` with `${name}Edge`. */
export function ConnectionType<T extends object>(name: string, node: ClassType<T>) {
  @ObjectType(`${name}Edge`)
  class EdgeType {
    @Field(() => String) cursor!: string;
    @Field(() => node) node!: T;
  }
  @ObjectType(`${name}Connection`)
  class ConnectionClass {
    @Field(() => [EdgeType]) edges!: EdgeType[];
    @Field(() => PageInfo) pageInfo!: PageInfo;
    @Field(() => Int) totalCount!: number;
  }
  return ConnectionClass;
}

const encode = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decode(cursor: string): number {
  const m = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw new ValidationError([{ field: 'after', message: 'Invalid cursor' }]);
  return Number(m[1]);
}

/** Offset window for a page request; cursors are opaque. */
export function pageWindow(args: ConnectionArgs, defaultSize = DEFAULT_PAGE_SIZE): { offset: number; limit: number } {
  const first = args.first ?? defaultSize;
  if (first < 0 || first > MAX_PAGE)
    throw new ValidationError([{ field: 'first', message: `first must be between 0 and ${MAX_PAGE}` }]);
  const offset = args.after ? decode(args.after) + 1 : 0;
  return { offset, limit: first };
}

export function toConnection<T>(items: T[], offset: number, totalCount: number): Connection<T> {
  const edges = items.map((node, i) => ({ cursor: encode(offset + i), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: offset + items.length < totalCount,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
