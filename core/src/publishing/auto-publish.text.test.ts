import { describe, expect, it } from 'vitest';
import { autoPublishSentence } from './auto-publish.text';
import { cancelAutoPublishUrl, readCancelAutoPublishToken } from './auto-publish-link';
import { autoPublishMinutesProblem } from './auto-publish.rules';

describe('automatic publishing in the digest', () => {
  it("says where and when, in the reader's time zone", () => {
    const at = new Date('2026-11-26T08:30:00Z');
    expect(autoPublishSentence({ platforms: ['LinkedIn', 'X'], at }, 'Europe/Paris')).toBe(
      'Synth will publish these posts to LinkedIn and X at 9:30 AM (Europe/Paris) unless you cancel.',
    );
    expect(autoPublishSentence({ platforms: ['LinkedIn'], at }, 'UTC')).toBe(
      'Synth will publish these posts to LinkedIn at 8:30 AM (UTC) unless you cancel.',
    );
  });

  it('signs the cancel link for one run and owner, until a day after the publish', () => {
    const app = { publicUrl: 'https://synth.example', appSecret: 'a-secret-long-enough-for-the-test-000' };
    const at = new Date('2026-11-26T08:30:00Z');
    const token = new URL(cancelAutoPublishUrl(app, 'run-1', 'user-1', at)).searchParams.get('token')!;
    expect(readCancelAutoPublishToken(token, app.appSecret, at.getTime())).toEqual({
      runId: 'run-1',
      userId: 'user-1',
    });
    expect(readCancelAutoPublishToken(token, 'another-secret', at.getTime())).toBeNull();
    expect(readCancelAutoPublishToken(token, app.appSecret, at.getTime() + 86_400_001)).toBeNull();
  });

  it('bounds the delay', () => {
    expect(autoPublishMinutesProblem(4)).toBe(
      'Automatic publishing waits between 5 and 1440 minutes after the digest.',
    );
    expect(autoPublishMinutesProblem(60)).toBeNull();
    expect(autoPublishMinutesProblem(1441)).not.toBeNull();
  });
});
