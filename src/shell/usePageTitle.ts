import { useEffect } from 'react';

const serviceName = 'カード会員サービス';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === serviceName ? serviceName : `${title} | ${serviceName}`;
  }, [title]);
}
