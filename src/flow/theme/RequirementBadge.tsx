import { flowMessages } from '../messages';

export function RequirementBadge({ required }: { required: boolean }) {
  return (
    <span className="badge" data-required={required}>
      {required ? flowMessages.requiredBadge : flowMessages.optionalBadge}
    </span>
  );
}
