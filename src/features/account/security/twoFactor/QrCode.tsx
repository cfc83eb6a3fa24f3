import { Suspense } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@/design-system/Skeleton';
import { lazyWidget, WidgetBoundary } from '@/design-system/WidgetBoundary';

const load = () => import('qrcode.react');

// The QR library comes with the set-up only: never in the first load, nor with the page itself.
const QRCodeSVG = lazyWidget(() => load().then((module) => ({ default: module.QRCodeSVG })));

/** Starts loading the QR library early (when the set-up is asked for), so the code appears at once. */
export function preloadQrCode(): void {
  // A failure shows where the code is drawn, with a retry.
  load().catch(() => undefined);
}

const SIZE = 184;

/*
 * Dark modules on white whatever the theme: scanners want a light quiet zone around dark modules,
 * and some fail on the inverse.
 */
const Frame = styled.div`
  display: grid;
  place-items: center;
  width: ${SIZE + 18}px;
  min-height: ${SIZE + 18}px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #ffffff;
`;

export interface QrCodeProps {
  /** What the code holds (the `otpauth://` address). */
  value: string;
  /** The image's accessible name. */
  label: string;
  /** Said in its place when the library could not be loaded. */
  failedMessage: string;
  retryLabel: string;
}

/**
 * The QR code of an `otpauth://` address, drawn in the browser as SVG: the secret it holds never
 * leaves the page for an image service.
 */
export function QrCode({ value, label, failedMessage, retryLabel }: QrCodeProps) {
  return (
    <WidgetBoundary message={failedMessage} retryLabel={retryLabel} onRetry={QRCodeSVG.retry}>
      <Frame>
        <Suspense fallback={<Skeleton width={SIZE} height={SIZE} radius="sm" />}>
          <QRCodeSVG
            value={value}
            size={SIZE}
            level="M"
            marginSize={2}
            bgColor="#ffffff"
            fgColor="#000000"
            role="img"
            aria-label={label}
            title={label}
          />
        </Suspense>
      </Frame>
    </WidgetBoundary>
  );
}
