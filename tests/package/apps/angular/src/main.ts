// src/main.ts
import { bootstrapApplication } from '@angular/platform-browser';
import { configure } from 'racelens';
import 'racelens/elements';
import { AppComponent } from './app/app.component';

configure({ api: 'https://api.example.com', lang: 'en' });
bootstrapApplication(AppComponent);
