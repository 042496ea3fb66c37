'use client';
import { configure } from 'racelens/react';

configure({ api: 'https://api.example.com', lang: 'en' });

export function RacelensConfig() {
  return null;
}
