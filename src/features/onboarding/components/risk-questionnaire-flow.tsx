import { Skeleton } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { dataErrorMessage } from '@/ui/data-error';
import { clearRiskDraft, readRiskDraft, saveRiskDraft } from '../api/risk-draft';
import { useSubmitRiskProfile } from '../api/risk-profile-submit';
import { answerProblems, questionById, RISK_QUESTIONS } from '../model/risk-questionnaire';
import { RiskQuestionStep } from './risk-question-step';
import { RiskResultStep } from './risk-result-step';
import { RiskReviewStep } from './risk-review-step';

interface RiskQuestionnaireFlowProps {
  /** The signed-in investor: the draft on this device is theirs alone. */
  sub: string;
  version: number;
  /** The current profile's time: a draft older than it is stale. */
  profileTakenAt: string | null;
}

const TOTAL = RISK_QUESTIONS.length;
const REVIEW = TOTAL;
const RESULT = TOTAL + 1;

/** The first step that still needs an answer, or the requested one if all before it are done. */
function reachable(step: number, answers: Record<string, string>): number {
  const firstOpen = RISK_QUESTIONS.findIndex((question) => answers[question.id] === undefined);
  return firstOpen === -1 ? Math.min(Math.max(step, 0), RESULT) : Math.min(step, firstOpen);
}

type Message = { status: 'error' | 'info'; text: string } | null;

/** One question a step, a review, then the result with consent; resumes after a reload. */
export function RiskQuestionnaireFlow({
  sub,
  version,
  profileTakenAt,
}: RiskQuestionnaireFlowProps) {
  const navigate = useNavigate();
  const submit = useSubmitRiskProfile();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [step, setStep] = useState(0);
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const legendRef = useRef<HTMLLegendElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(false);

  useEffect(() => {
    let live = true;
    const takenAt = profileTakenAt ? Date.parse(profileTakenAt) : 0;
    void readRiskDraft(sub).then((draft) => {
      if (!live) return;
      if (draft && draft.version === version && draft.savedAt > takenAt) {
        const known = Object.entries(draft.answers).filter(([id]) => questionById(id));
        const restored = Object.fromEntries(known);
        setAnswers(restored);
        setStep(reachable(draft.step, restored));
      }
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [sub, version, profileTakenAt]);

  // Each new step starts at its heading, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (!ready) return;
    if (!shown.current) {
      shown.current = true;
      return;
    }
    (step < TOTAL ? legendRef.current : headingRef.current)?.focus();
  }, [step, ready]);

  const go = (next: number, nextAnswers = answers) => {
    const target = reachable(next, nextAnswers);
    setStep(target);
    setMessage(null);
    void saveRiskDraft(sub, { version, answers: nextAnswers, step: target, savedAt: Date.now() });
  };

  const choose = (questionId: string, optionId: string) => {
    const next = { ...answers, [questionId]: optionId };
    setAnswers(next);
    void saveRiskDraft(sub, { version, answers: next, step, savedAt: Date.now() });
  };

  const confirm = () => {
    if (answerProblems(answers).length > 0) return go(0);
    setMessage(null);
    submit.mutate(
      { version, answers },
      {
        onSuccess: (result) => {
          if (result.state === 'sent') {
            void clearRiskDraft(sub).then(() => navigate({ to: '/congratulation' }));
            return;
          }
          setMessage({
            status: 'info',
            text: 'No connection: your answers are kept on this device and will be sent when you are back online. Your profile shows here once it is saved.',
          });
        },
        onError: (error) => {
          const named = Object.entries(fieldErrorsOf(error)).filter(([field]) =>
            field.startsWith('answers.'),
          );
          const text =
            named.length > 0
              ? `Some answers need another look: ${named
                  .map(
                    ([field, detail]) =>
                      `${questionById(field.slice(8))?.prompt ?? field} (${detail})`,
                  )
                  .join('; ')}`
              : dataErrorMessage(error);
          setMessage({ status: 'error', text });
        },
      },
    );
  };

  if (!ready) return <Skeleton h="80" borderRadius="l3" />;

  if (step === REVIEW) {
    return (
      <RiskReviewStep
        answers={answers}
        onEdit={(index) => go(index)}
        onBack={() => go(TOTAL - 1)}
        onNext={() => go(RESULT)}
        headingRef={headingRef}
      />
    );
  }
  if (step === RESULT) {
    return (
      <RiskResultStep
        answers={answers}
        onBack={() => go(REVIEW)}
        onConfirm={confirm}
        sending={submit.isPending}
        message={message}
        headingRef={headingRef}
      />
    );
  }
  const question = RISK_QUESTIONS[step] ?? RISK_QUESTIONS[0];
  if (!question) return null;
  return (
    <RiskQuestionStep
      key={question.id}
      question={question}
      index={step}
      total={TOTAL}
      value={answers[question.id]}
      onChange={(optionId) => choose(question.id, optionId)}
      onBack={step > 0 ? () => go(step - 1) : null}
      onNext={() => go(step + 1)}
      headingRef={legendRef}
    />
  );
}
