import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ToasterOnDemand } from '../components/ui/toaster-on-demand';
import { createQueryClient } from '../lib/query-client';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
