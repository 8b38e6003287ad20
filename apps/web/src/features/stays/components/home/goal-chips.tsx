import { Link } from 'react-router';
import { WELLNESS_GOALS } from '@restora/shared/domain/stay-vocabulary';
import { paths } from '@/config/paths';

export const GOAL_CHIP_COUNT = 10;

/** Up to 10 wellness goals under the home search bar, each a search for that goal. */
export function GoalChips() {
  return (
    <ul aria-label="Popular wellness goals" className="flex flex-wrap gap-2">
      {WELLNESS_GOALS.slice(0, GOAL_CHIP_COUNT).map((goal) => (
        <li key={goal}>
          <Link
            to={paths.findStays.to(`?${new URLSearchParams({ wellness: goal })}`)}
            className="inline-flex h-9 items-center rounded-full border border-sand-300 bg-white/80 px-4 text-sm text-sand-800 transition-colors hover:border-primary-400 hover:bg-primary-50 hover:text-primary-900"
          >
            {goal}
          </Link>
        </li>
      ))}
    </ul>
  );
}
