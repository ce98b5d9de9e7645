import type { UserDetailsUser } from '@bo/contract';
import { CreditButton } from '../credit/CreditButton.tsx';
import { DbViewButton } from './DbViewButton.tsx';
import { LiveQueryButton } from './LiveQueryButton.tsx';
import { PersonalDataButton } from './PersonalDataButton.tsx';

/** The Actions box's Credit (user_credit holders only), Surveys, DB View and Personal Data buttons (section 2). */
export function ActionButtons({ user }: { user: UserDetailsUser }) {
  return (
    <>
      <CreditButton user={user} />
      <LiveQueryButton userId={user.id} />
      <DbViewButton userId={user.id} />
      <PersonalDataButton userId={user.id} />
    </>
  );
}
