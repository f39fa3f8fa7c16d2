import { PageFrame } from '@/ui/page-frame';
import { ModelEditor, type ModelEditorProps } from './model-editor';

// /advisor/targetportfoliogoalcreate: the model editor in its frame, for a new model or (with
// ?model=<id>) a new version of one.

export function ModelEditorScreen({ title, ...props }: ModelEditorProps & { title: string }) {
  return (
    <PageFrame
      title={props.editId ? 'Change a model portfolio' : title}
      description={
        props.editId
          ? 'Saving makes a new version (the earlier ones are kept) and sends each client who follows the model a rebalance suggestion, checked for suitability.'
          : 'A mix of stocks for a goal, the risk categories it suits, how far a client may drift from it, and when you will review it.'
      }
    >
      <ModelEditor {...props} />
    </PageFrame>
  );
}
