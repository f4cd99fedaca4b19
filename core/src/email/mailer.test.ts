import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import { ProviderFailure } from '../lib/provider-failure';
import { PermanentEmailError, SesMailer, classifySesError, digestHeaders } from './mailer';

const msg = {
  from: 'Synth <digest@synth.local>',
  to: 'reader@example.com',
  subject: 'Hi',
  html: '<p>Hi</p>',
  text: 'Hi',
};

function sesError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name, $fault: 'client' });
}

describe('SesMailer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends one raw MIME message to the single recipient and returns the SES id', async () => {
    const mailer = new SesMailer({ region: 'us-east-1', endpoint: 'http://127.0.0.1:1' });
    const send = vi.spyOn(mailer.client, 'send').mockResolvedValue({ MessageId: 'ses-1' } as never);
    await expect(
      mailer.send({ ...msg, headers: digestHeaders({ unsubscribeUrl: 'https://a.example/u?t=1', deliveryKey: 'k1' }) }),
    ).resolves.toEqual({ messageId: 'ses-1' });
    const command = send.mock.calls[0][0] as SendRawEmailCommand;
    expect(command).toBeInstanceOf(SendRawEmailCommand);
    expect(command.input.Destinations).toEqual(['reader@example.com']);
    const raw = Buffer.from(command.input.RawMessage!.Data!).toString('utf8');
    expect(raw).toContain('\r\nList-Unsubscribe: <https://a.example/u?t=1>\r\n');
    expect(raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(raw).toContain('\r\nX-Synth-Delivery-Key: k1\r\n');
  });

  it('uses dummy credentials only for a local endpoint', async () => {
    const local = new SesMailer({ region: 'eu-west-1', endpoint: 'http://127.0.0.1:8005' });
    await expect(local.client.config.credentials()).resolves.toMatchObject({
      accessKeyId: 'local',
      secretAccessKey: 'local',
    });
    await expect(local.client.config.region()).resolves.toBe('eu-west-1');
  });

  it('maps rejections to PermanentEmailError and throttling and network errors to retryable failures, each in a sentence', async () => {
    const mailer = new SesMailer({ region: 'us-east-1', endpoint: 'http://127.0.0.1:1' });
    const send = vi.spyOn(mailer.client, 'send');
    send.mockRejectedValueOnce(sesError('MessageRejected', 'Email address is not verified.'));
    await expect(mailer.send(msg)).rejects.toMatchObject({
      name: 'PermanentEmailError',
      code: 'MessageRejected',
      message: 'The email service refused the message.',
    });
    const throttled = sesError('Throttling', 'Maximum sending rate exceeded.');
    send.mockRejectedValueOnce(throttled);
    await expect(mailer.send(msg)).rejects.toMatchObject({
      name: 'ProviderFailure',
      message: 'The email service is over its sending rate for now.',
      cause: throttled,
    });
    const network = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    send.mockRejectedValueOnce(network);
    await expect(mailer.send(msg)).rejects.toMatchObject({
      name: 'ProviderFailure',
      message: 'The email service could not be reached.',
      detail: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('rejects an invalid recipient before calling SES', async () => {
    const mailer = new SesMailer({ region: 'us-east-1', endpoint: 'http://127.0.0.1:1' });
    const send = vi.spyOn(mailer.client, 'send');
    await expect(mailer.send({ ...msg, to: 'not-an-address' })).rejects.toBeInstanceOf(PermanentEmailError);
    await expect(mailer.send({ ...msg, to: 'a@b.example\r\nBcc: c@d.example' })).rejects.toBeInstanceOf(
      PermanentEmailError,
    );
    expect(send).not.toHaveBeenCalled();
  });
});

describe('classifySesError', () => {
  it.each([
    ['MessageRejected', 'Email address is not verified.', 'The email service refused the message.'],
    [
      'MailFromDomainNotVerifiedException',
      'Domain not verified',
      'The email service has not verified the sender address, so it sends nothing from it.',
    ],
    [
      'MailFromDomainNotVerified',
      'Domain not verified',
      'The email service has not verified the sender address, so it sends nothing from it.',
    ],
    ['InvalidParameterValue', 'Illegal address', 'The email service refused the recipient address.'],
    ['InvalidParameterValue', "Missing final '@domain'", 'The email service refused the recipient address.'],
  ])('%s (%s) is permanent: "%s", with what SES said kept for the server log', (name, message, sentence) => {
    const err = classifySesError(sesError(name, message)) as PermanentEmailError;
    expect(err).toBeInstanceOf(PermanentEmailError);
    expect(err.message).toBe(sentence);
    expect(err.detail).toBe(`SES ${name}: ${message}`);
    expect(err.cause).toBeInstanceOf(Error);
  });

  it.each([
    ['Throttling', 'Maximum sending rate exceeded.', 'The email service is over its sending rate for now.'],
    ['Throttling', 'Daily message quota exceeded.', "The email service's daily sending quota is used up."],
    ['ServiceUnavailable', 'Service unavailable', 'The email service had a problem on its side.'],
    ['TimeoutError', 'socket hang up', 'The email service did not answer in time.'],
    [
      'InvalidClientTokenId',
      'The security token included in the request is invalid.',
      'The email service refused the credentials Synth is set to use.',
    ],
  ])('%s (%s) is retryable: "%s"', (name, message, sentence) => {
    const err = classifySesError(
      Object.assign(sesError(name, message), name === 'ServiceUnavailable' ? { $fault: 'server' } : {}),
    ) as ProviderFailure;
    expect(err).not.toBeInstanceOf(PermanentEmailError);
    expect(err).toBeInstanceOf(ProviderFailure);
    expect(err.message).toBe(sentence);
  });
});

describe('digestHeaders', () => {
  it('returns the RFC 8058 pair and the delivery key', () => {
    expect(digestHeaders({ unsubscribeUrl: 'https://x.example/u', deliveryKey: 's1:2026-11-22' })).toEqual({
      'List-Unsubscribe': '<https://x.example/u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Synth-Delivery-Key': 's1:2026-11-22',
    });
  });
});
