import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useFactors } from './api/factors.ts';

const TwoFactorModal = lazy(async () => ({ default: (await import('./TwoFactorModal.tsx')).TwoFactorModal }));

/**
 * MFA_REQUIRED (issue 24): a session without a second factor may do nothing but enrol one. The page
 * is held back and the enrolment shown instead until it is done. Once shown, the enrolment stays until
 * the admin closes it ('Done' under the recovery codes): enrolling refreshes the factors, which no
 * longer require enrolment, and that must not take the codes away before they are read. The modal's
 * code (with passkeys) downloads only when enrolment is asked for (issue 21 item 4).
 */
export function EnrolmentGate({ children }: { children: ReactNode }) {
  const factors = useFactors();
  const [stage, setStage] = useState<'checking' | 'enrolling' | 'done'>('checking');
  if (stage === 'checking' && factors.data?.enrolment_required) setStage('enrolling');
  if (factors.isPending) return null;
  if (stage === 'enrolling' || (stage === 'checking' && factors.data?.enrolment_required))
    return (
      <Suspense fallback={null}>
        <TwoFactorModal opened required onClose={() => setStage('done')} />
      </Suspense>
    );
  return <>{children}</>;
}
