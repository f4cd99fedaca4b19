import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useDraftSynthFromPromptMutation as Mutation,
  useDraftSynthFromPromptMutation$data,
} from '../__generated__/useDraftSynthFromPromptMutation.graphql';
import { detectTimezone } from '../synth/timezone';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useDraftSynthFromPromptMutation($prompt: String!, $timezone: String) {
    draftSynthFromPrompt(prompt: $prompt, timezone: $timezone) {
      name
      rssFeedUrls
      topics
      emailScheduleTime
      emailFrequency
      userTimezone
      summaryLength
      summaryStyle
      contentType
      contentTemplate
      includeHashtags
      enableRealWorldExamples
    }
  }
`;

export type SynthDraft = useDraftSynthFromPromptMutation$data['draftSynthFromPrompt'];

/**
 * Drafts a synth from a sentence with the browser's time zone, so the draft's schedule is the
 * user's local time. Nothing is saved, so there is nothing to update optimistically.
 */
export function useDraftSynthFromPromptMutation(): (prompt: string) => Promise<SynthDraft> {
  const [send] = useCommitAsPromise<Mutation>(mutation);
  return useCallback(
    (prompt: string) =>
      send({ variables: { prompt, timezone: detectTimezone() } }).then((data) => data.draftSynthFromPrompt),
    [send],
  );
}
