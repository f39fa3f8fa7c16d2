import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useRiskAccount } from '../api/risk-account';
import { useRiskProfile } from '../api/risk-profile-query';
import type { RiskProfileStatus } from '../api/risk-profile-schema';
import { RISK_QUESTIONNAIRE_VERSION } from '../model/risk-questionnaire';
import { RiskProfileSummary } from './risk-profile-summary';
import { RiskQuestionnaireFlow } from './risk-questionnaire-flow';

/** Tracks before KYC is verified: the server refuses a profile then (issue 10). */
const BEFORE_KYC = new Set(['UPFKYCPENDING', 'UPFKYCINPROCESS']);

/** /riskprofile: the questionnaire, or the profile already taken with a way to retake it. */
export function RiskProfileScreen() {
  return (
    <QueryState query={useRiskAccount()} loadingHeight="80">
      {({ data }) => <ForAccount {...data} />}
    </QueryState>
  );
}

function ForAccount({ sub, userType, track }: { sub: string; userType: string; track: string }) {
  if (userType !== 'USRTYINV') {
    return (
      <ScreenEmptyState
        title="For investors"
        description="Investors answer the risk profile questionnaire. Advisers see their clients’ profiles under Investor details."
      />
    );
  }
  if (BEFORE_KYC.has(track)) {
    return (
      <ScreenEmptyState
        title="Your KYC comes first"
        description="SEBI asks us to verify your KYC before the risk profile. Once it is verified, you can answer the questions here."
      >
        <Button asChild colorPalette="purple">
          <Link to={track === 'UPFKYCPENDING' ? '/kyc' : '/process'}>See your KYC</Link>
        </Button>
      </ScreenEmptyState>
    );
  }
  return <ProfileOf sub={sub} />;
}

function ProfileOf({ sub }: { sub: string }) {
  return (
    <QueryState query={useRiskProfile()} loadingHeight="80">
      {({ data }) => <RiskProfileBody status={data} sub={sub} />}
    </QueryState>
  );
}

function RiskProfileBody({ status, sub }: { status: RiskProfileStatus; sub: string }) {
  const [retaking, setRetaking] = useState(false);
  if (status.questionnaireVersion !== RISK_QUESTIONNAIRE_VERSION) {
    return (
      <ScreenEmptyState
        title="A new questionnaire is available"
        description="This version of the app has an older questionnaire. Reload the app to get the new one."
      >
        <Button colorPalette="purple" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </ScreenEmptyState>
    );
  }
  if (status.profile && !retaking) {
    return (
      <RiskProfileSummary
        profile={status.profile}
        renewalDue={status.renewalDue}
        onRetake={() => setRetaking(true)}
      />
    );
  }
  return (
    <RiskQuestionnaireFlow
      sub={sub}
      version={status.questionnaireVersion}
      profileTakenAt={status.profile?.takenAt ?? null}
    />
  );
}
