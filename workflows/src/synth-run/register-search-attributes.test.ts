import { describe, expect, it, vi } from 'vitest';
import {
  ensureRunSearchAttributes,
  runSearchAttributesAccepted,
  type SearchAttributeServices,
} from './register-search-attributes';

const grpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

/** A server whose operator service and visibility behave as the options say. */
function server(opts: { existing?: string[]; operator?: Error; addFails?: Error; queryFails?: Error }) {
  const added: Record<string, number>[] = [];
  const services: SearchAttributeServices = {
    operatorService: {
      listSearchAttributes: (async () => {
        if (opts.operator) throw opts.operator;
        return { customAttributes: Object.fromEntries((opts.existing ?? []).map((n) => [n, 2])) };
      }) as never,
      addSearchAttributes: (async (req: { searchAttributes: Record<string, number> }) => {
        if (opts.addFails) throw opts.addFails;
        added.push(req.searchAttributes);
        return {};
      }) as never,
    },
    workflowService: {
      countWorkflowExecutions: (async () => {
        if (opts.queryFails) throw opts.queryFails;
        return { count: 0 };
      }) as never,
    },
  };
  return { services, added };
}

describe('registering the run search attributes', () => {
  it('adds only the missing ones, as Keyword', async () => {
    const s = server({ existing: ['SynthId'] });
    expect(await ensureRunSearchAttributes(s.services, 'default')).toEqual({
      ready: true,
      added: ['SynthUserId', 'RunTrigger'],
    });
    expect(s.added).toEqual([{ SynthUserId: 2, RunTrigger: 2 }]);
  });

  it('adds nothing when they all exist, and another worker winning the race is fine', async () => {
    expect(
      await ensureRunSearchAttributes(
        server({ existing: ['SynthId', 'SynthUserId', 'RunTrigger'] }).services,
        'default',
      ),
    ).toEqual({ ready: true, added: [] });
    expect(
      (await ensureRunSearchAttributes(server({ addFails: grpcError(6, 'already exists') }).services, 'default')).ready,
    ).toBe(true);
  });

  it('on Temporal Cloud (operator service refused) uses attributes created in the console', async () => {
    const cloud = server({ operator: grpcError(16, 'Request unauthorized') });
    expect(await ensureRunSearchAttributes(cloud.services, 'prod.abc12')).toMatchObject({ ready: true });
  });

  it('says what to do when the server refuses and does not know them', async () => {
    const s = server({
      operator: grpcError(16, 'Request unauthorized'),
      queryFails: grpcError(3, "invalid query: unknown search attribute 'SynthId'"),
    });
    const setup = await ensureRunSearchAttributes(s.services, 'prod.abc12');
    expect(setup.ready).toBe(false);
    expect(setup.ready === false && setup.problem).toMatch(
      /SynthId, SynthUserId, RunTrigger \(Request unauthorized\).*Keyword.*"prod\.abc12".*restart the worker/,
    );
  });
});

describe('whether runs can carry the attributes from their start', () => {
  /** A server that answers the visibility query as `accepts` says now, counting the questions. */
  function asked(accepts: () => boolean) {
    const questions: string[] = [];
    const check = runSearchAttributesAccepted(async () => ({
      namespace: 'default',
      workflowService: {
        countWorkflowExecutions: (async (req: { query: string }) => {
          questions.push(req.query);
          if (!accepts()) throw grpcError(3, 'invalid query: unknown search attribute SynthId');
          return { count: 0 };
        }) as never,
      },
    }));
    return { check, questions };
  }

  it('asks the server once about every attribute and keeps a yes', async () => {
    const { check, questions } = asked(() => true);
    expect(await Promise.all([check(), check()])).toEqual([true, true]);
    expect(await check()).toBe(true);
    expect(questions).toEqual([`SynthId = '' AND SynthUserId = '' AND RunTrigger = ''`]);
  });

  it('keeps a no for five minutes, then asks again (a worker starting later registers them)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let registered = false;
      const { check, questions } = asked(() => registered);
      expect(await check()).toBe(false);
      registered = true;
      vi.advanceTimersByTime(4 * 60_000);
      expect(await check()).toBe(false);
      vi.advanceTimersByTime(60_000 + 1);
      expect(await check()).toBe(true);
      expect(questions).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unreachable server is a no, not an error', async () => {
    const check = runSearchAttributesAccepted(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:7233');
    });
    expect(await check()).toBe(false);
  });
});
