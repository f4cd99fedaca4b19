import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import type { PublishingPlatform } from '../../__generated__/useConnectWithAppPasswordMutation.graphql';
import { Button } from '../../components/Button';
import { Field, Input } from '../../components/Field';
import { useConnectWithAppPasswordMutation } from '../../mutations/useConnectWithAppPasswordMutation';
import { errorMessage } from '../../relay/errors';
import { toast } from '../../toast/toastStore';
import { MAX_APP_PASSWORD_CHARS, MAX_PLATFORM_HANDLE_CHARS } from '@synth/core/pure';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  max-width: 28rem;
`;

/** Connecting a platform that signs in with an app password (Bluesky): the handle and the password made for Synth. */
export function AppPasswordForm({ platform, label }: { platform: PublishingPlatform; label: string }) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [connect, connecting] = useConnectWithAppPasswordMutation();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await connect(platform, identifier, password);
      setPassword('');
      toast({ title: `${label} connected`, description: `Synth can now publish your posts to ${label}.` });
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Form onSubmit={onSubmit} aria-label={`Connect ${label}`}>
      <Field label={`Your ${label} handle`} hint="For example alex.bsky.social.">
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            maxLength={MAX_PLATFORM_HANDLE_CHARS}
            autoComplete="username"
            required
          />
        )}
      </Field>
      <Field
        label="App password"
        hint={`Make one for Synth in ${label} under Settings, Privacy and security, App passwords. Synth uses it once to sign in and does not keep it; your account password stays yours.`}
        error={error}
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="password"
            aria-describedby={describedBy}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={MAX_APP_PASSWORD_CHARS}
            autoComplete="off"
            required
          />
        )}
      </Field>
      <div>
        <Button size="sm" type="submit" disabled={connecting}>
          {connecting ? 'Connecting…' : `Connect ${label}`}
        </Button>
      </div>
    </Form>
  );
}
