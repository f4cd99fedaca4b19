import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Input } from '../../components/Field';
import { useCancelPublicationMutation } from '../../mutations/useCancelPublicationMutation';
import { useReschedulePublicationMutation } from '../../mutations/useReschedulePublicationMutation';
import { errorMessage } from '../../relay/errors';
import { toast } from '../../toast/toastStore';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  p {
    margin: 0;
  }
`;

/** The value a datetime-local input shows for a moment, in the browser's time zone. */
function localInputValue(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A post waiting to publish itself: when, a Cancel button, and a time to set by hand. */
export function ScheduledPublish({
  publicationId,
  publishAt,
  note,
  label,
}: {
  publicationId: string;
  publishAt: string;
  /** Why it waits for this time, when it waits for the best time. */
  note: string | null;
  label: string;
}) {
  const [time, setTime] = useState(localInputValue(publishAt));
  const [cancel, cancelling] = useCancelPublicationMutation();
  const [reschedule, rescheduling] = useReschedulePublicationMutation();
  const when = new Date(publishAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const onCancel = () =>
    cancel(publicationId).then(
      () =>
        toast({ title: 'Automatic publish cancelled', description: `This post will not go to ${label} by itself.` }),
      (err) => toast({ title: 'Could not cancel', description: errorMessage(err), variant: 'destructive' }),
    );
  const onReschedule = () =>
    reschedule(publicationId, new Date(time)).then(
      () => toast({ title: 'Time changed', description: `This post goes to ${label} at the new time.` }),
      (err) => toast({ title: 'Could not change the time', description: errorMessage(err), variant: 'destructive' }),
    );
  return (
    <Row>
      <p role="status">
        Will be published to {label} automatically on {when}.
      </p>
      {note && <p>{note}</p>}
      <Button size="sm" variant="secondary" onClick={onCancel} disabled={cancelling}>
        Cancel automatic publish
      </Button>
      <Input type="datetime-local" value={time} onChange={(e) => setTime(e.target.value)} aria-label="Publish at" />
      <Button size="sm" variant="secondary" onClick={onReschedule} disabled={rescheduling || !time}>
        Set time
      </Button>
    </Row>
  );
}
