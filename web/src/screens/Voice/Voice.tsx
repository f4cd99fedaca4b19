import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { CONTENT_TYPES, listInWords } from '@synth/core/pure';
import type { VoiceQuery } from '../../__generated__/VoiceQuery.graphql';
import { PageColumn } from '../../layout/PageColumn';
import { VoiceProfileCard } from './VoiceProfileCard';
import { VoiceSamplesForm } from './VoiceSamplesForm';

export const VoiceQueryDef = graphql`
  query VoiceQuery {
    viewer {
      user {
        ...VoiceProfileCard_user
        ...VoiceSamplesForm_user
      }
    }
  }
`;

/** The platforms whose posts follow the voice, from the content-type registry: "LinkedIn, Facebook and Instagram". */
const VOICE_PLATFORMS = listInWords(CONTENT_TYPES.filter((t) => t.followsVoice).map((t) => t.platform));

export const VOICE_TEXT = {
  title: 'Your voice',
  intro: `Synth learns how you write from your own posts, then writes your ${VOICE_PLATFORMS} posts the same way: as long as yours, with your line breaks, opening the way you open, with your emoji and your hashtags. Every post you edit and save on a run page teaches it more.`,
  loading: 'Loading your voice...',
  loadFailed: 'Unable to load your voice. Please try refreshing the page.',
};

export function Voice({ queryRef }: { queryRef: PreloadedQuery<VoiceQuery> }) {
  const data = usePreloadedQuery(VoiceQueryDef, queryRef);
  const user = data.viewer.user;
  return (
    <PageColumn width={860}>
      <h1>{VOICE_TEXT.title}</h1>
      <p>{VOICE_TEXT.intro}</p>
      {user && <VoiceProfileCard user={user} />}
      {user && <VoiceSamplesForm user={user} />}
    </PageColumn>
  );
}
