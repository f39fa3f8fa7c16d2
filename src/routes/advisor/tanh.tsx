import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { calibrationQueryOptions } from '@/features/calibration/api/calibration-get';
import { factorListQueryOptions } from '@/features/calibration/api/factor-list-get';
import { CalibrationScreen } from '@/features/calibration/components/calibration-screen';
import type { ModelInput } from '@/features/calibration/model/recompute';
import { useModels } from '@/features/research/api/models-get';

const title = 'Score calibration';

export const Route = createFileRoute('/advisor/tanh')({
  staticData: { title },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(calibrationQueryOptions());
    void queryClient.prefetchQuery(factorListQueryOptions());
  },
  component: AdvisorTanhScreen,
});

// The research feature's model portfolios, composed here (features do not import each other):
// their effect under the sliders is shown once they can be read, and left out otherwise.
function AdvisorTanhScreen() {
  const models = useModels();
  const inputs = useMemo<ModelInput[] | null>(
    () =>
      models.data
        ? models.data.data.models
            .filter((model) => !model.archived)
            .map((model) => ({
              modelId: model.modelId,
              name: model.name,
              stocks: model.stocks.map(({ symbol, weightBp }) => ({ symbol, weightBp })),
            }))
        : null,
    [models.data],
  );
  return <CalibrationScreen title={title} models={inputs} />;
}
