import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import type { EmulatorAccount } from '../../auth/signIn';
import { Button } from '../../components/Button';
import { Field, Input } from '../../components/Field';
import { Modal } from '../../components/Modal';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The local stand-in for Google's account chooser (Firebase Auth emulator only). */
export function EmulatorAccountDialog({
  onChoose,
  onClose,
}: {
  onChoose: (a: EmulatorAccount) => void;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onChoose({ email: email.trim(), name: name.trim() || email.trim().split('@')[0] });
  };
  return (
    <Modal title="Choose a Google account" onClose={onClose}>
      <Form onSubmit={submit}>
        <p>This Synth runs on the local Firebase Auth emulator: any Google account you type here signs in.</p>
        <Field label="Email">
          {({ id }) => (
            <Input
              id={id}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              autoFocus
            />
          )}
        </Field>
        <Field label="Name">
          {({ id }) => <Input id={id} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Button type="submit" disabled={!valid}>
          Continue with Google
        </Button>
      </Form>
    </Modal>
  );
}
