import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCreateSynthMutation } from '../../mutations/useCreateSynthMutation';
import { useUpdateSynthMutation } from '../../mutations/useUpdateSynthMutation';
import { errorToast } from '../../billing/errorToast';
import { isUnsavedId } from '../../synth/defaults';
import { toSynthInput } from '../../synth/toInput';
import { useSynth } from '../../synth/useSynth';
import { validateSynthForm } from '../../synth/validation';
import { toast } from '../../toast/toastStore';

/** True when the form passes validation; otherwise a "Validation Error" toast. */
export function useValidatedForm() {
  const { state } = useSynth();
  return useCallback(() => {
    const problem = validateSynthForm(state.form);
    if (problem) toast({ title: 'Validation Error', description: problem, variant: 'destructive' });
    return !problem;
  }, [state.form]);
}

/**
 * Save Synth: an unsaved synth is created; a saved one is updated (which refreshes its schedule).
 * Accounts hold one synth, so an unsaved draft on an account that has one (`accountSynthId`)
 * updates that one. Resolves with the saved id, or null after an error toast.
 */
export function useSaveSynth(options: { quiet?: boolean; accountSynthId?: string | null } = {}) {
  const { state, dispatch } = useSynth();
  const [create, creating] = useCreateSynthMutation();
  const [update, updating] = useUpdateSynthMutation();
  const validate = useValidatedForm();
  const navigate = useNavigate();
  const { quiet, accountSynthId = null } = options;

  const save = useCallback(async (): Promise<string | null> => {
    if (!validate()) return null;
    const input = toSynthInput(state.form);
    const targetId = isUnsavedId(state.form.id) ? accountSynthId : state.form.id;
    if (!targetId) {
      try {
        const res = await create(input);
        dispatch({ type: 'SET_ID', id: res.createSynth.id });
        if (!quiet) toast({ title: 'Synth created', description: 'Your synth is saved and scheduled.' });
        return res.createSynth.id;
      } catch (err) {
        errorToast('Error creating synth', err, navigate);
        return null;
      }
    }
    try {
      await update(targetId, input);
      dispatch({ type: 'SET_ID', id: targetId });
      if (!quiet) toast({ title: 'Synth saved', description: 'Your settings and schedule are up to date.' });
      return targetId;
    } catch (err) {
      errorToast('Error saving synth', err, navigate);
      return null;
    }
  }, [validate, state.form, accountSynthId, create, update, dispatch, quiet, navigate]);

  return { save, saving: creating || updating };
}
