package main

func runHint(e *env, args []string) int     { return exitUsage }
func runRate(e *env, args []string) int     { return exitUsage }
func runGenerate(e *env, args []string) int { return exitUsage }
