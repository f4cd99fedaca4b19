import styled from '@emotion/styled';
import { useCallback, useRef } from 'react';
import type { SpecializationPicker_query$key } from '../../__generated__/SpecializationPicker_query.graphql';
import type { ExecutionSummary_synth$key } from '../../__generated__/ExecutionSummary_synth.graphql';
import type { NextDigestLine_synth$key } from '../../__generated__/NextDigestLine_synth.graphql';
import type { RecipientConfirmationNote_synth$key } from '../../__generated__/RecipientConfirmationNote_synth.graphql';
import type { PublicEditionSettings_synth$key } from '../../__generated__/PublicEditionSettings_synth.graphql';
import type { DeliveryChannelsSettings_synth$key } from '../../__generated__/DeliveryChannelsSettings_synth.graphql';
import type { RssFeedSources_synth$key } from '../../__generated__/RssFeedSources_synth.graphql';
import type { SynthStatusPanel_synth$key } from '../../__generated__/SynthStatusPanel_synth.graphql';
import type { useContentTemplates_query$key } from '../../__generated__/useContentTemplates_query.graphql';
import type { DigestLanguageField_query$key } from '../../__generated__/DigestLanguageField_query.graphql';
import { Card } from '../../components/Card';
import { Field, Input } from '../../components/Field';
import { NextDigestLine } from '../../components/NextDigestLine';
import { useContentTemplates } from '../../content/useContentTemplates';
import { useSynthUpdatedSubscription, type SynthUpdate } from '../../subscriptions/useSynthUpdatedSubscription';
import { isUnsavedId } from '../../synth/defaults';
import { useSynth } from '../../synth/useSynth';
import type { Plan } from './plan';
import { ContentCreation } from './sections/ContentCreation';
import { ContentFiltering } from './sections/ContentFiltering';
import { EmailDelivery } from './sections/EmailDelivery';
import { ExecutionSummary } from './sections/ExecutionSummary';
import { InternetSearch } from './sections/InternetSearch';
import { PublicEditionSettings } from './sections/PublicEditionSettings';
import { DeliveryChannelsSettings } from './sections/DeliveryChannelsSettings';
import { RssFeedSources } from './sections/RssFeedSources';
import { StatusMessages } from './StatusMessages';
import { SynthActions } from './SynthActions';
import { SynthStatusPanel } from './SynthStatusPanel';
import { useOnboardArrival } from './useOnboardArrival';
import { useRunSynth } from './useRunSynth';
import { useSaveSynth } from './useSaveSynth';
import { useStatusMessages } from './useStatusMessages';
import { MAX_SYNTH_NAME_CHARS } from '@synth/core/pure';

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-items: start;
  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
  .main,
  .side {
    display: grid;
    gap: ${(p) => p.theme.space(6)};
    min-width: 0;
  }
  @media (min-width: 1200px) {
    .side {
      position: sticky;
      top: ${(p) => p.theme.space(8)};
    }
  }
`;

/** The synth form, its actions and the live status. */
/** The editor's catalogue query: professions, templates and platform instructions. */
type Catalog = SpecializationPicker_query$key & useContentTemplates_query$key & DigestLanguageField_query$key;

/** The saved synth's record as the panels read it: stats, feed health, the latest run's feed failures, the next digest, the recipient's confirmation, its public page. */
export type SavedSynthKey = { id: string } & SynthStatusPanel_synth$key &
  RssFeedSources_synth$key &
  ExecutionSummary_synth$key &
  NextDigestLine_synth$key &
  RecipientConfirmationNote_synth$key &
  PublicEditionSettings_synth$key &
  DeliveryChannelsSettings_synth$key;

/** `synth` is the account's synth (an account has one), or null before the first save. */
export function SynthEditor({ plan, catalog, synth }: { plan: Plan; catalog: Catalog; synth: SavedSynthKey | null }) {
  const { state, dispatch } = useSynth();
  const { templates, instructions } = useContentTemplates(catalog);
  const { save, saving } = useSaveSynth({ accountSynthId: synth?.id ?? null });
  const { run, running, onUpdate, lastRun } = useRunSynth();
  const { messages, push, dismiss } = useStatusMessages();
  const runRef = useRef<HTMLButtonElement>(null);
  const bouncing = useOnboardArrival(runRef);
  const savedId = isUnsavedId(state.form.id) ? null : state.form.id;
  // The panels show the stored synth only while the form holds it (Clear Synth starts an unsaved one).
  const saved = savedId && synth?.id === savedId ? synth : null;

  const handleUpdate = useCallback(
    (u: SynthUpdate) => {
      push(u.updateType, u.message);
      onUpdate(u);
    },
    [push, onUpdate],
  );
  useSynthUpdatedSubscription(savedId, handleUpdate);

  return (
    <Columns>
      <div className="main">
        <Card as="div">
          <Field label="Synth name">
            {({ id }) => (
              <Input
                id={id}
                value={state.form.name}
                maxLength={MAX_SYNTH_NAME_CHARS}
                onChange={(e) => dispatch({ type: 'UPDATE_FIELD', field: 'name', value: e.target.value })}
              />
            )}
          </Field>
        </Card>
        <RssFeedSources plan={plan} synth={saved} />
        <ContentFiltering plan={plan} catalog={catalog} />
        <EmailDelivery plan={plan} synth={saved} catalog={catalog} />
        <PublicEditionSettings synth={saved} />
        <DeliveryChannelsSettings synth={saved} />
        <ContentCreation plan={plan} templates={templates} instructions={instructions} />
        <InternetSearch plan={plan} />
        <ExecutionSummary running={running} synth={saved} run={lastRun} />
        <SynthActions
          ref={runRef}
          onSave={() => void save()}
          onRun={() => void run()}
          saving={saving}
          running={running}
          bouncing={bouncing}
        />
      </div>
      <div className="side">
        <SynthStatusPanel synth={saved} run={lastRun}>
          {saved && <NextDigestLine synth={saved} />}
        </SynthStatusPanel>
        <StatusMessages messages={messages} onDismiss={dismiss} />
      </div>
    </Columns>
  );
}
