import { useTranslation } from 'react-i18next';
import { managerErrorMessage } from '../../lib/manager/serverErrors';
import { CenteredLoader } from './CenteredLoader';
import { EditorFrame } from './EditorFrame';
import { EditorProblem } from './EditorProblem';
import { isNotFound } from '../../lib/manager/isNotFound';

type Props = {
  load: { isPending: boolean; error: unknown };
  backLabel: string;
  onBack: () => void;
  /** 'Team not found', shown for a 404 (docs/PRODUCT-RULES.md#pages). */
  notFound: string;
  /** 'Failed to load team', when the API gives no message of its own. */
  failure: string;
  /** The button under the problem: 'Back to Teams'. */
  backToList: string;
};

/** An editor page while its record loads, or when it is missing or failed to load. */
export function EditorLoadState({ load, backLabel, onBack, notFound, failure, backToList }: Props) {
  const { t } = useTranslation('manage');
  return (
    <EditorFrame backLabel={backLabel} onBack={onBack}>
      {load.isPending ? (
        <CenteredLoader />
      ) : (
        <EditorProblem
          message={isNotFound(load.error) ? notFound : managerErrorMessage(t, load.error, failure)}
          backLabel={backToList}
          onBack={onBack}
        />
      )}
    </EditorFrame>
  );
}
