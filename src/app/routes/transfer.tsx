import { TransferPage } from '@/features/transfers/TransferPage';
import { useTransfersOffer } from '@/features/transfers/useTransfersOffered';
import { usePageTitleOverride } from '../router/usePageTitle';
import { Component as NotFound } from './not-found';

/**
 * A backend without transfers: the address is not a page of the cabinet, titled "Page not found";
 * while the cabinet asks whether transfers are offered, the tab says only the app's name.
 */
export function Component() {
  const offer = useTransfersOffer();
  usePageTitleOverride(
    offer === 'offered' ? 'transfer' : offer === 'not-offered' ? 'notFound' : null,
  );
  return <TransferPage notOffered={<NotFound />} />;
}
