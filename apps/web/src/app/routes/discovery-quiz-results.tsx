import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Recommendation } from '@restora/shared/contracts/quiz';
import { quizAnswersFromQuery } from '@restora/shared/domain/quiz';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { useSaveToJourney } from '@/features/journey/api/save-to-journey';
import type { CartAction, SaveControls } from '@/features/quiz/components/quiz-results';
import { QuizResultsScreen } from '@/features/quiz/components/quiz-results-screen';
import { MissingAnswers, ResultsHeader } from '@/features/quiz/components/results-header';
import {
  parseSaveTarget,
  SAVE_PARAM,
  saveKey,
  withSaveTarget,
  type SaveTarget,
} from '@/features/quiz/lib/save-target';
import { AddToCartButton } from '@/features/shop/components/add-to-cart-button';
import { ApiError } from '@/lib/api-client';

/** A product suggestion's add-to-cart: the marketplace card's button, with its rules and toasts. */
const cartAction: CartAction = (item, describedBy) => (
  <AddToCartButton
    product={{ id: item.id, name: item.title, ...item.shop }}
    kind="card"
    describedBy={describedBy}
  />
);

export function Component() {
  const [params] = useSearchParams();
  const answers = quizAnswersFromQuery(Object.fromEntries(params));
  const save = useSaveSuggestion();
  return (
    <>
      <PageMeta
        title="Wellness Suggestions"
        description="Stays, services and products matched to your discovery quiz answers."
      />
      <ResultsHeader answers={answers} />
      <Container className="py-8 md:py-10">
        {answers ? (
          <QuizResultsScreen answers={answers} save={save} cartAction={cartAction} />
        ) : (
          <MissingAnswers />
        )}
      </Container>
    </>
  );
}

/**
 * '+ Save' adds a suggestion to the user's journey plan. Signed out, it goes through /auth and comes back
 * with ?save=kind:id, which is saved once (and taken out of the URL) as soon as the user is known.
 */
function useSaveSuggestion(): SaveControls {
  const { user, isLoading } = useSession();
  const saveToJourney = useSaveToJourney();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [states, setStates] = useState<SaveControls['states']>({});
  const handled = useRef<string | null>(null);

  const setState = (key: string, state: 'saving' | 'saved' | null) =>
    setStates((current) => {
      const next = { ...current };
      if (state) next[key] = state;
      else delete next[key];
      return next;
    });

  const askToSignIn = (target: SaveTarget) => {
    toast({
      title: 'Authentication required',
      description: 'Please sign in or register to save this to your journey.',
    });
    void navigate(paths.auth.to(withSaveTarget(location.pathname, location.search, target)));
  };

  const save = async (target: SaveTarget) => {
    const key = saveKey(target);
    setState(key, 'saving');
    try {
      const { plan, created } = await saveToJourney.mutateAsync({ kind: target.kind, refId: target.id });
      setState(key, 'saved');
      toast({ title: created ? `Saved to ${plan.name}` : `Already in ${plan.name}` });
    } catch (error) {
      setState(key, null);
      if (error instanceof ApiError && error.status === 401) {
        askToSignIn(target);
        return;
      }
      toast({
        title: 'Could not save',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  const saveFromUrl = useEffectEvent((target: SaveTarget) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SAVE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    void save(target);
  });

  const pending = user ? parseSaveTarget(params.get(SAVE_PARAM)) : null;
  const pendingKey = pending ? saveKey(pending) : null;
  useEffect(() => {
    const target = parseSaveTarget(pendingKey);
    // Once per visit, even when effects run twice (React's strict mode).
    if (!target || handled.current === pendingKey) return;
    handled.current = pendingKey;
    saveFromUrl(target);
  }, [pendingKey]);

  return {
    states,
    disabled: isLoading,
    onSave: (item: Recommendation) => {
      // A retreat's card offers no '+ Save': a journey plan holds no retreat.
      if (item.kind === 'retreat') return;
      const target = { kind: item.kind, id: item.id };
      if (user) void save(target);
      else askToSignIn(target);
    },
  };
}
