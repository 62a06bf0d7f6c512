// The join rules of an event come from its first activity (docs/PRODUCT-RULES.md#joining), with shared defaults.
import { DEFAULT_ACTIVITY_RULES, type ActivityRules, type EventActivity } from '@quizfest/shared';

export const joinRules = (activities: EventActivity[]): ActivityRules => activities[0]?.rules ?? { ...DEFAULT_ACTIVITY_RULES };

export const hasEnded = (endDate: Date, now = Date.now()) => endDate.getTime() <= now;
