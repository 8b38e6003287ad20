import { useNavigate } from 'react-router';
import type { WellnessService } from '@restora/shared/contracts/services';
import { paths } from '@/config/paths';
import { toSelectedService, type ServicePaymentState } from './service-selection';

/** Goes to /service-payment with the chosen services in navigation state (docs/decisions/services.md). */
export function useBookServices() {
  const navigate = useNavigate();
  return (services: readonly WellnessService[], listingId: number | null) => {
    const state: ServicePaymentState = {
      services: services.map(toSelectedService),
      ...(listingId ? { listingId } : {}),
    };
    void navigate(paths.servicePayment.to(), { state });
  };
}
