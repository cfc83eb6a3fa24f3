import { TransferPage } from '@/features/transfers/TransferPage';
import { Component as NotFound } from './not-found';

/** A backend without transfers: the address is not a page of the cabinet. */
export const Component = () => <TransferPage notOffered={<NotFound />} />;
